import { describe, expect, it } from 'vitest';
import { searchGazetteer } from './gazetteer.js';
import { gazetteer } from './gazetteer-data.js';

const PROVINCES = [
  '서울특별시',
  '부산광역시',
  '대구광역시',
  '인천광역시',
  '광주광역시',
  '대전광역시',
  '울산광역시',
  '세종특별자치시',
  '경기도',
  '강원특별자치도',
  '충청북도',
  '충청남도',
  '전북특별자치도',
  '전라남도',
  '경상북도',
  '경상남도',
  '제주특별자치도',
];

const names = (q: string, limit?: number) => searchGazetteer(q, limit).map((p) => p.name);

describe('searchGazetteer', () => {
  it('finds 성산일출봉 from a prefix', () => {
    expect(names('성산')).toContain('성산일출봉');
  });

  it('puts the exact name first', () => {
    const [first] = searchGazetteer('경복궁');
    expect(first).toEqual({
      name: '경복궁',
      address: '서울특별시 종로구 세종로',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
  });

  it('ignores spaces and letter case, in the query and in the data', () => {
    expect(names('성산 일출봉')[0]).toBe('성산일출봉');
    expect(names('seongsanilchulbong')[0]).toBe('성산일출봉');
    expect(names('  SEONGSAN Ilchulbong ')[0]).toBe('성산일출봉');
  });

  it('matches romanized names, so "haeundae" finds 해운대', () => {
    const found = names('haeundae');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((name) => name.includes('해운대'))).toBe(true);
    expect(found).toContain('해운대해수욕장');
  });

  it('ranks name matches above romanized and address matches', () => {
    // 제주시 and 제주특별자치도 match by name; the sights of Jeju only by address.
    const found = names('제주');
    expect(found.slice(0, 2).every((name) => name.startsWith('제주'))).toBe(true);
    expect(found.length).toBe(10);
  });

  it('prefers shorter names within a rank', () => {
    const found = names('서울');
    const lengths = found.filter((name) => name.startsWith('서울')).map((name) => name.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  });

  it('matches a multi-word query whose words fall in different fields', () => {
    const found = names('부산 해운대');
    // A place named after one of the words beats one that only lies in 해운대구.
    expect(found.indexOf('해운대해수욕장')).toBeGreaterThanOrEqual(0);
    expect(found.indexOf('해운대해수욕장')).toBeLessThan(found.indexOf('동백섬'));
    expect(names('담양 죽녹원')[0]).toBe('담양 죽녹원');
  });

  it('returns at most 10 results and clamps the limit to 1..10', () => {
    expect(searchGazetteer('구').length).toBe(10);
    expect(searchGazetteer('구', 50).length).toBe(10);
    expect(searchGazetteer('구', 3).length).toBe(3);
    expect(searchGazetteer('구', 0).length).toBe(1);
    expect(searchGazetteer('구', -5).length).toBe(1);
    expect(searchGazetteer('구', Number.NaN).length).toBe(10);
  });

  it('returns only name, address and coordinates', () => {
    for (const item of searchGazetteer('부산')) {
      expect(Object.keys(item).sort()).toEqual(['address', 'lat', 'lng', 'name']);
    }
  });

  it('gives nothing for an empty or blank query', () => {
    expect(searchGazetteer('')).toEqual([]);
    expect(searchGazetteer('   ')).toEqual([]);
    expect(searchGazetteer('\t\n')).toEqual([]);
  });

  it('treats regex metacharacters as plain text', () => {
    for (const q of ['(.*', '[', '\\', '.*', '+?', '^$']) {
      expect(() => searchGazetteer(q)).not.toThrow();
    }
    expect(searchGazetteer('(.*')).toEqual([]);
  });

  it('is deterministic', () => {
    expect(searchGazetteer('중구')).toEqual(searchGazetteer('중구'));
    expect(names('중구')[0]).toBe('중구');
  });

  it('finds no place for an unknown word', () => {
    expect(searchGazetteer('없는장소이름xyz')).toEqual([]);
  });
});

describe('gazetteer data', () => {
  it('has at least 300 places', () => {
    expect(gazetteer.length).toBeGreaterThanOrEqual(300);
  });

  it('keeps every place inside South Korea (Dokdo included)', () => {
    for (const place of gazetteer) {
      expect(place.lat, place.name).toBeGreaterThanOrEqual(33);
      expect(place.lat, place.name).toBeLessThanOrEqual(39);
      expect(place.lng, place.name).toBeGreaterThanOrEqual(124);
      expect(place.lng, place.name).toBeLessThanOrEqual(132);
    }
    const dokdo = gazetteer.find((place) => place.name === '독도');
    expect(dokdo?.lng).toBeGreaterThan(131.8);
  });

  it('lists every provincial-level division', () => {
    const provinces = gazetteer.filter((place) => place.kind === 'province').map((p) => p.name);
    expect([...provinces].sort()).toEqual([...PROVINCES].sort());
  });

  it('has all 25 districts of Seoul', () => {
    const seoulDistricts = gazetteer.filter(
      (place) => place.kind === 'district' && place.address.startsWith('서울특별시 '),
    );
    expect(seoulDistricts.length).toBe(25);
  });

  it('has no duplicate name and address pair', () => {
    const keys = gazetteer.map((place) => `${place.name}\u0000${place.address}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a name, a romanized name and an address under its province for every place', () => {
    for (const place of gazetteer) {
      expect(place.name.trim(), place.name).not.toBe('');
      expect(place.romanized, place.name).toMatch(/^[A-Za-z0-9][A-Za-z0-9 '-]*$/);
      const province = place.address.split(' ')[0];
      expect(PROVINCES, place.address).toContain(province);
    }
  });

  it('includes the well-known sights', () => {
    const sights = new Set(gazetteer.filter((p) => p.kind === 'sight').map((p) => p.name));
    expect(sights.size).toBeGreaterThanOrEqual(120);
    for (const name of ['성산일출봉', '경복궁', '해운대해수욕장', '불국사', '독도', '남이섬']) {
      expect(sights.has(name), name).toBe(true);
    }
  });
});
