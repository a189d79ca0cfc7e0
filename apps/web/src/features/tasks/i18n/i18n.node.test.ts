import { describe, expect, it } from 'vitest';
import { tasksEn } from './en';
import { tasksNe } from './ne';
import { expectNepaliMirrorsEnglish } from '@/test/translations';

describe('task texts', () => {
  it('Nepali has exactly the English keys, each in Devanagari with the same placeholders', () => {
    expectNepaliMirrorsEnglish(tasksEn, tasksNe);
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
