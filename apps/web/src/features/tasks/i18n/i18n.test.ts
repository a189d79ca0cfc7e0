import { describe, expect, it } from 'vitest';
import { tasksEn } from './en';
import { tasksNe } from './ne';
import { leaves } from '@/test/translations';

describe('task texts', () => {
  it('Nepali has exactly the English keys, each a Devanagari string', () => {
    const nepali = leaves(tasksNe);
    expect(nepali.map(([path]) => path)).toEqual(leaves(tasksEn).map(([path]) => path));
    for (const [path, value] of nepali) {
      expect(typeof value === 'string' && /[\u0900-\u097F]/.test(value), path).toBe(true);
    }
  });

  it('keeps the exact English texts users are promised', () => {
    expect(tasksEn.errors).toEqual({
      loadTasksFailed: 'Failed to load tasks. Please try again later.',
      loadAcceptedFailed: 'Failed to load accepted tasks. Please try again later.',
      acceptFailed: 'Failed to accept task. Please try again.',
      loadFreelancersFailed: 'Failed to load freelancers. Please try again later.',
      assignFailed: 'Failed to assign task. Please try again.',
      coordinatesMissing: 'Location coordinates missing',
    });
    expect(tasksEn.requests.accept).toBe('Accept Task');
    expect(tasksEn.requests.directions).toBe('View Directions');
    expect(tasksEn.card.overdue).toBe('Overdue');
    expect(tasksEn.status.completed).toBe('Completed');
    expect(tasksEn.status.accepted).toBe('In Progress');
    expect(tasksEn.assign.none).toBe('No Professionals Available');
    expect(tasksEn.assign.noMatches).toBe('No matches found');
  });
});
