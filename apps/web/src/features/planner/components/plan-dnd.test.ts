/*
 * Where a dragged plan is over and where an arrow key takes it (plan-dnd.ts), on the layout of a
 * three-plan day: rows 100 px high with a 40 px leg between them, the day's list around them, a day
 * tab and a second day.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  closestCenter,
  type Active,
  type ClientRect,
  type DroppableContainer,
  type SensorContext,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  dayDropId,
  dayOfDropId,
  dayTabDropId,
  planCollisionsWith,
  planKeyboardCoordinates,
  type PlanDragData,
} from './plan-dnd';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});
const day1 = ['a', 'b', 'c'];
/** Plan `index` of day 1: 100 px rows every 140 px from y = 200 (40 px legs between them). */
const row = (index: number, height = 100) => rect(300, 200 + index * 140, 600, height);

function layout() {
  const rects = new Map<UniqueIdentifier, ClientRect>();
  const containers: DroppableContainer[] = [];
  const add = (id: string, box: ClientRect, data: PlanDragData | Record<string, never> = {}) => {
    rects.set(id, box);
    containers.push({
      id,
      key: id,
      data: { current: data },
      disabled: false,
      node: { current: null },
      rect: { current: box },
    });
  };
  // The day's list first: dnd-kit keeps the order of registration among equal distances.
  add(dayDropId(1), rect(300, 200, 600, 380));
  day1.forEach((id, index) => add(id, row(index), { dayNumber: 1, sortable: { index, items: day1 } }));
  // On a desktop the tabs are display:none, measured as an empty box at the origin.
  add(dayTabDropId(1), rect(0, 0, 0, 0));
  add(dayTabDropId(2), rect(0, 0, 0, 0));
  add(dayDropId(2), rect(300, 700, 600, 100));
  add('d', rect(300, 700, 600, 100), { dayNumber: 2, sortable: { index: 0, items: ['d'] } });
  return { rects, containers };
}

const activeOf = (id: string, index: number): Active => ({
  id,
  data: { current: { dayNumber: 1, sortable: { index, items: day1 } } satisfies PlanDragData },
  rect: { current: { initial: row(index), translated: row(index) } },
});

describe('planCollisionsWith', () => {
  it('by keyboard, takes the middle plan where its centre ties with the day list (the three-plan bug)', () => {
    const { rects, containers } = layout();
    // The third plan moved onto the second's row: the list's centre is the second plan's centre.
    const args = {
      active: activeOf('c', 2),
      collisionRect: row(1),
      droppableRects: rects,
      droppableContainers: containers,
      pointerCoordinates: null,
    };
    expect(closestCenter(args)[0]?.id).toBe(dayDropId(1));
    expect(planCollisionsWith(() => null)(args)[0]?.id).toBe('b');
  });

  it('by keyboard, counts only the plans of the plan’s own day, never a tab or another day', () => {
    const { rects, containers } = layout();
    // Far up the page (near the hidden tabs at the origin) and far down (over day 2).
    for (const collisionRect of [rect(0, 0, 600, 100), rect(300, 700, 600, 100)]) {
      const ids = planCollisionsWith(() => null)({
        active: activeOf('a', 0),
        collisionRect,
        droppableRects: rects,
        droppableContainers: containers,
        pointerCoordinates: null,
      }).map((collision) => collision.id);
      expect(ids.sort()).toEqual(['a', 'b', 'c']);
    }
  });

  it('by pointer, takes a tab under the pointer, else the closest plan of the list under it, or an empty list', () => {
    const { rects, containers } = layout();
    const tabbed = containers.map((container) =>
      container.id === dayTabDropId(2)
        ? { ...container, rect: { current: rect(100, 50, 80, 30) } }
        : container,
    );
    rects.set(dayTabDropId(2), rect(100, 50, 80, 30));
    const over = (pointer: { x: number; y: number }, collisionRect: ClientRect, list = tabbed) =>
      planCollisionsWith(() => null)({
        active: activeOf('a', 0),
        collisionRect,
        droppableRects: rects,
        droppableContainers: list,
        pointerCoordinates: pointer,
      })[0]?.id;
    expect(over({ x: 120, y: 60 }, rect(60, 40, 600, 100))).toBe(dayTabDropId(2));
    // Over the middle of day 1's list: the middle plan, not the list.
    expect(over({ x: 500, y: 390 }, row(1))).toBe('b');
    // Over day 2's list, which holds one plan: that plan.
    expect(over({ x: 500, y: 750 }, rect(300, 700, 600, 100))).toBe('d');
    // Day 2 emptied: its list.
    expect(
      over(
        { x: 500, y: 750 },
        rect(300, 700, 600, 100),
        tabbed.filter((container) => container.id !== 'd'),
      ),
    ).toBe(dayDropId(2));
    // Above the emptied day's list (over its heading): still that day, not a plan of day 1.
    expect(
      over(
        { x: 500, y: 660 },
        rect(300, 640, 600, 100),
        tabbed.filter((container) => container.id !== 'd'),
      ),
    ).toBe(dayDropId(2));
  });
  it('with the live pointer, takes the tab under it as measured now, never by its stale box', () => {
    const { rects, containers } = layout();
    // The page scrolled 300 px under the sticky tab since the drag began: dnd-kit's box of the tab
    // (and its pointer, in page terms) are 300 px off what the screen shows.
    const tabNode = document.createElement('button');
    tabNode.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 50, width: 80, height: 30 });
    const list = containers.map((container) =>
      container.id === dayTabDropId(2)
        ? { ...container, node: { current: tabNode }, rect: { current: rect(100, 50, 80, 30) } }
        : container,
    );
    rects.set(dayTabDropId(2), rect(100, 50, 80, 30));
    const over = (live: { x: number; y: number } | null, pointer: { x: number; y: number }) =>
      planCollisionsWith(() => live)({
        active: activeOf('a', 0),
        collisionRect: rect(pointer.x - 40, pointer.y - 20, 600, 100),
        droppableRects: rects,
        droppableContainers: list,
        pointerCoordinates: pointer,
      })[0]?.id;
    // On the tab on screen, while dnd-kit counts the pointer 300 px higher up the page.
    expect(over({ x: 120, y: 60 }, { x: 120, y: -240 })).toBe(dayTabDropId(2));
    // Over a plan on screen, where the tab's stale box would have been: the plan.
    expect(over({ x: 500, y: 90 }, { x: 120, y: 60 })).toBe('a');
    // A tab hidden (display:none, an empty box) is never under the pointer.
    tabNode.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    expect(over({ x: 0, y: 0 }, { x: 500, y: 390 })).toBe('b');
  });
});

describe('planKeyboardCoordinates', () => {
  const press = (code: string, activeId: string, index: number, overId: string | null) => {
    const { rects, containers } = layout();
    const event = new KeyboardEvent('keydown', { code });
    const preventDefault = vi.spyOn(event, 'preventDefault');
    const over = overId ? containers.find((container) => container.id === overId) : undefined;
    const context = {
      active: activeOf(activeId, index),
      collisionRect: row(index),
      droppableRects: rects,
      over: over ? { id: over.id, rect: over.rect.current!, data: over.data, disabled: false } : null,
    } as unknown as SensorContext;
    const to = planKeyboardCoordinates(event, {
      active: activeId,
      context,
      currentCoordinates: { x: 0, y: 0 },
    });
    return { to, prevented: preventDefault.mock.calls.length > 0 };
  };

  it('takes a plan one row up from where it is over, and nowhere above the first', () => {
    expect(press('ArrowUp', 'c', 2, 'c').to).toEqual({ x: 300, y: row(1).top });
    expect(press('ArrowUp', 'c', 2, 'b').to).toEqual({ x: 300, y: row(0).top });
    expect(press('ArrowUp', 'c', 2, 'a').to).toBeUndefined();
  });

  it('takes a plan one row down, its bottom on the row’s bottom, and nowhere below the last', () => {
    expect(press('ArrowDown', 'a', 0, 'a').to).toEqual({ x: 300, y: row(1).top });
    expect(press('ArrowDown', 'a', 0, 'b').to).toEqual({ x: 300, y: row(2).top });
    expect(press('ArrowDown', 'a', 0, 'c').to).toBeUndefined();
  });

  it('starts from the plan itself when it is over nothing or over another day', () => {
    expect(press('ArrowUp', 'b', 1, null).to).toEqual({ x: 300, y: row(0).top });
    expect(press('ArrowUp', 'b', 1, 'd').to).toEqual({ x: 300, y: row(0).top });
    expect(press('ArrowUp', 'b', 1, dayDropId(1)).to).toEqual({ x: 300, y: row(0).top });
  });

  it('ignores left and right (the page does not scroll either) and leaves other keys alone', () => {
    expect(press('ArrowLeft', 'b', 1, 'b')).toEqual({ to: undefined, prevented: true });
    expect(press('ArrowRight', 'b', 1, 'b')).toEqual({ to: undefined, prevented: true });
    expect(press('KeyA', 'b', 1, 'b')).toEqual({ to: undefined, prevented: false });
  });
});

describe('dayOfDropId', () => {
  it('reads the day of a list or a tab, and nothing of a plan', () => {
    expect(dayOfDropId(dayDropId(3))).toBe(3);
    expect(dayOfDropId(dayTabDropId(12))).toBe(12);
    expect(dayOfDropId('0b0e8f5e-6a51-4a33-9d8e-bb6f6a8c0d11')).toBeNull();
  });
});
