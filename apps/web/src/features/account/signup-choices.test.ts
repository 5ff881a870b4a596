import { describe, expect, it } from 'vitest';
import { qualificationsFor } from './choices';
import { signupChoicesFrom } from './signup-choices';

const form = {
  desiredOccupations: [
    { id: '1', name: 'ドライバー', occupationCategory: { id: '1', name: 'ドライバー' } },
    { id: '5', name: '整備士', occupationCategory: { id: '3', name: '整備' } },
    { id: '2', name: '運行管理', occupationCategory: { id: '1', name: 'ドライバー' } },
  ],
  qualifications: [
    {
      id: '10',
      name: '大型自動車免許',
      category: { id: 'driver', name: '運転免許' },
      occupationCategories: [{ id: '1' }],
    },
    {
      id: '20',
      name: '自動車整備士',
      category: { id: 'mechanic', name: '整備' },
      occupationCategories: [{ id: '3' }],
    },
  ],
};

describe('signupChoicesFrom', () => {
  it('groups occupations by category and qualifications by list, in the api order', () => {
    const choices = signupChoicesFrom(form);
    expect(choices.occupationGroups).toEqual([
      {
        label: 'ドライバー',
        options: [
          { value: '1', label: 'ドライバー' },
          { value: '2', label: '運行管理' },
        ],
      },
      { label: '整備', options: [{ value: '5', label: '整備士' }] },
    ]);
    expect(choices.occupationCategoryById).toEqual({ '1': 1, '2': 1, '5': 3 });
    expect(choices.qualificationGroups.map((g) => g.label)).toEqual(['運転免許', '整備']);
  });

  it('lets the form narrow qualifications to the chosen occupations', () => {
    const { qualificationGroups } = signupChoicesFrom(form);
    const shown = qualificationsFor(qualificationGroups, new Set([3]));
    expect(shown.flatMap((g) => g.options.map((o) => o.value))).toEqual(['20']);
  });
});
