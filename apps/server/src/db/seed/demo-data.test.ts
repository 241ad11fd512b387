import { describe, it, expect } from 'vitest';
import {
  demoAuthor,
  demoCategories,
  demoDestinations,
  demoItineraries,
  type DemoDestination,
} from './demo-data.js';
import { demoImageSvg } from './demo-image.js';

const motifs: DemoDestination['motif'][] = [
  'mountain',
  'sea',
  'city',
  'temple',
  'food',
  'forest',
  'island',
  'activity',
];

describe('demo destinations', () => {
  it('has 30 destinations with unique keys and titles', () => {
    expect(demoDestinations).toHaveLength(30);
    expect(new Set(demoDestinations.map((d) => d.key)).size).toBe(30);
    expect(new Set(demoDestinations.map((d) => d.title)).size).toBe(30);
    for (const d of demoDestinations) {
      expect(d.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(d.title.length).toBeGreaterThan(0);
      expect(d.title.length).toBeLessThanOrEqual(100);
      expect(d.location.length).toBeGreaterThan(0);
      expect(d.location.length).toBeLessThanOrEqual(200);
      expect(d.description.length).toBeGreaterThan(0);
      expect(d.description.length).toBeLessThanOrEqual(5000);
    }
  });

  it('uses every category, and only those', () => {
    const used = new Set(demoDestinations.map((d) => d.category));
    for (const c of demoCategories) expect(used.has(c)).toBe(true);
    for (const c of used) expect(demoCategories).toContain(c);
    expect(new Set(demoCategories).size).toBe(demoCategories.length);
  });

  it('places every destination inside South Korea', () => {
    for (const d of demoDestinations) {
      expect(d.lat, d.key).toBeGreaterThanOrEqual(33);
      expect(d.lat, d.key).toBeLessThanOrEqual(38.7);
      expect(d.lng, d.key).toBeGreaterThanOrEqual(124.5);
      expect(d.lng, d.key).toBeLessThanOrEqual(131.9);
    }
  });

  it('has ordered, non-negative integer budgets', () => {
    for (const d of demoDestinations) {
      expect(Number.isInteger(d.budget_min), d.key).toBe(true);
      expect(Number.isInteger(d.budget_max), d.key).toBe(true);
      expect(d.budget_min, d.key).toBeGreaterThanOrEqual(0);
      expect(d.budget_min, d.key).toBeLessThanOrEqual(d.budget_max);
    }
  });

  it('has integer ratings from 1 to 10', () => {
    for (const d of demoDestinations) {
      expect(Number.isInteger(d.rating), d.key).toBe(true);
      expect(d.rating, d.key).toBeGreaterThanOrEqual(1);
      expect(d.rating, d.key).toBeLessThanOrEqual(10);
    }
  });

  it('has valid, unique hashtags', () => {
    for (const d of demoDestinations) {
      expect(d.hashtags.length, d.key).toBeGreaterThanOrEqual(1);
      expect(d.hashtags.length, d.key).toBeLessThanOrEqual(10);
      expect(new Set(d.hashtags).size, d.key).toBe(d.hashtags.length);
      for (const tag of d.hashtags) {
        expect(tag.startsWith('#'), tag).toBe(true);
        expect(tag.length, tag).toBeGreaterThan(1);
        expect(tag.length, tag).toBeLessThanOrEqual(30);
        expect(tag, tag).not.toMatch(/\s/);
      }
    }
  });

  it('has hex palettes and known motifs', () => {
    for (const d of demoDestinations) {
      for (const colour of d.palette) expect(colour, d.key).toMatch(/^#[0-9a-f]{6}$/i);
      expect(motifs).toContain(d.motif);
    }
  });
});

describe('demo itineraries', () => {
  const keys = new Set(demoDestinations.map((d) => d.key));

  it('has two public itineraries whose days match their length', () => {
    expect(demoItineraries).toHaveLength(2);
    for (const trip of demoItineraries) {
      expect(trip.is_public).toBe(true);
      expect(trip.start_offset_days).toBeGreaterThanOrEqual(0);
      expect(trip.days).toHaveLength(trip.length_days);
      expect(trip.days.map((d) => d.day_number)).toEqual(
        Array.from({ length: trip.length_days }, (_, i) => i + 1),
      );
    }
  });

  it('references only existing destinations, copying their name and location', () => {
    for (const trip of demoItineraries) {
      for (const day of trip.days) {
        for (const plan of day.plans) {
          if (plan.destination_key === null) continue;
          expect(keys.has(plan.destination_key), plan.destination_key).toBe(true);
          const d = demoDestinations.find((x) => x.key === plan.destination_key);
          expect(plan.destination).toBe(d?.title);
          expect(plan.location).toBe(d?.location);
        }
      }
    }
  });

  it('has valid plans', () => {
    for (const trip of demoItineraries) {
      for (const day of trip.days) {
        expect(day.plans.length).toBeGreaterThanOrEqual(2);
        expect(day.plans.length).toBeLessThanOrEqual(4);
        for (const plan of day.plans) {
          if (plan.time !== null) expect(plan.time).toMatch(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);
          expect(Number.isInteger(plan.duration)).toBe(true);
          expect(plan.duration).toBeGreaterThanOrEqual(1);
          expect(Number.isInteger(plan.cost)).toBe(true);
          expect(plan.cost).toBeGreaterThanOrEqual(0);
          expect(plan.destination.length).toBeGreaterThan(0);
          expect(plan.note.length).toBeGreaterThan(0);
        }
        const times = day.plans.map((p) => p.time).filter((t): t is string => t !== null);
        expect(times).toEqual([...times].sort());
      }
    }
  });

  it('has a demo author', () => {
    expect(demoAuthor.email).toBe('demo@pintrip.kr');
    expect(demoAuthor.name.length).toBeGreaterThan(0);
  });
});

describe('demoImageSvg', () => {
  it('draws every motif as a self-contained SVG holding the palette colours', () => {
    const palette: [string, string] = ['#87ceeb', '#0a6e9a'];
    for (const motif of motifs) {
      const svg = demoImageSvg({ palette, motif });
      expect(svg.startsWith('<svg'), motif).toBe(true);
      expect(svg.endsWith('</svg>'), motif).toBe(true);
      expect(svg, motif).toContain(palette[0]);
      expect(svg, motif).toContain(palette[1]);
      expect(svg, motif).not.toMatch(/<text|href|@import|url\((?!#)|NaN|undefined/);
    }
  });

  it('draws every demo destination, night skies included', () => {
    for (const d of demoDestinations) {
      const svg = demoImageSvg(d);
      expect(svg.startsWith('<svg'), d.key).toBe(true);
      expect(svg, d.key).toContain(d.palette[0]);
      expect(svg, d.key).toContain(d.palette[1]);
      expect(svg, d.key).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it('is deterministic and honours the requested size', () => {
    for (const d of demoDestinations) expect(demoImageSvg(d)).toBe(demoImageSvg(d));
    const first = demoDestinations[0];
    if (!first) throw new Error('no demo destinations');
    expect(demoImageSvg(first, 600, 400)).toContain('width="600" height="400"');
    expect(demoImageSvg(first)).toContain('width="1200" height="800"');
  });

  it('rejects a malformed colour', () => {
    expect(() => demoImageSvg({ palette: ['red', '#000000'], motif: 'sea' })).toThrow();
  });
});
