import { describe, expect, it } from 'vitest';
import { LABEL_MAX_LENGTH, truncateLabel } from './truncateLabel.ts';

describe('truncateLabel', () => {
  it('should keep a label of at most 50 characters as it is', () => {
    const fifty = 'a'.repeat(LABEL_MAX_LENGTH);
    expect(truncateLabel(fifty)).toBe(fifty);
    expect(truncateLabel('Boulangerie Martin')).toBe('Boulangerie Martin');
  });

  it('should show the first 50 characters and an ellipsis past 50', () => {
    const label = 'Boulangerie Martin — 12 place de l’Hôtel de Ville, 69001 Lyon';
    expect(truncateLabel(label)).toBe(`${label.slice(0, 50)}…`);
    expect(Array.from(truncateLabel('b'.repeat(51)))).toHaveLength(51);
  });

  it('should count code points, not UTF-16 units', () => {
    const label = '🥐'.repeat(60);
    expect(truncateLabel(label)).toBe(`${'🥐'.repeat(50)}…`);
  });

  it('should accept another limit', () => {
    expect(truncateLabel('Établissement', 5)).toBe('Établ…');
  });
});
