import { describe, expect, it } from 'vitest';
import { auditChanges, reportReasonOf } from './audit-changes';

describe('audit changes', () => {
  it('names the right that changed, from what to what', () => {
    expect(
      auditChanges({
        action: 'admin.update',
        before: { is_admin: true, is_super_admin: false },
        after: { is_admin: true, is_super_admin: true },
      }),
    ).toEqual([{ field: 'is_super_admin', before: false, after: true }]);
  });

  it('names a category rename and its translations, not its dates', () => {
    expect(
      auditChanges({
        action: 'category.update',
        before: { id: 'c', name: '옛이름', name_en: null, name_ja: 'ア', updated_at: '1' },
        after: { id: 'c', name: '새이름', name_en: 'New', name_ja: 'ア', updated_at: '2' },
      }),
    ).toEqual([
      { field: 'name', before: '옛이름', after: '새이름' },
      { field: 'name_en', before: null, after: 'New' },
    ]);
  });

  it('has no field changes for a creation, a deletion or a report decision', () => {
    expect(auditChanges({ action: 'category.create', before: null, after: { name: 'x' } })).toEqual([]);
    expect(auditChanges({ action: 'user.delete', before: { email: 'a' }, after: null })).toEqual([]);
    expect(
      auditChanges({
        action: 'report.dismiss',
        before: { status: 'open', reason: '', reason_code: 'spam' },
        after: { status: 'dismissed' },
      }),
    ).toEqual([]);
  });

  it('reads the reason of a decided report', () => {
    expect(
      reportReasonOf({
        action: 'report.hide',
        before: { reason: '광고', reason_code: 'spam', hidden: false },
      }),
    ).toEqual({ code: 'spam', text: '광고' });
    expect(
      reportReasonOf({ action: 'report.hide', before: { reason: '', reason_code: 'copyright' } }),
    ).toEqual({
      code: 'copyright',
      text: null,
    });
    expect(reportReasonOf({ action: 'admin.grant', before: { reason: 'x' } })).toBeNull();
  });
});
