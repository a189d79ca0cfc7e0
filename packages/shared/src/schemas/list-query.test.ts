import { describe, expect, it } from 'vitest';
import { BuyerListQuerySchema } from './applications';
import { UNPAGED_LIST_CAP, listQuerySchema } from './common';
import { ReportListQuerySchema } from './trust';

describe('listQuerySchema', () => {
  const schema = listQuerySchema({}, { size: 7, max: 50 });

  it(`asked for no page, answers the first ${UNPAGED_LIST_CAP}`, () => {
    expect(schema.parse({})).toEqual({ page: 1, limit: UNPAGED_LIST_CAP });
  });

  it('asked for a page, pages by the list’s own size unless a limit is given', () => {
    expect(schema.parse({ page: '2' })).toEqual({ page: 2, limit: 7 });
    expect(schema.parse({ limit: '3' })).toEqual({ page: 1, limit: 3 });
    expect(schema.parse({ page: '1', limit: '50' })).toEqual({ page: 1, limit: 50 });
  });

  it('still refuses a bad page or limit, and a limit over the list’s maximum', () => {
    for (const query of [{ page: '0' }, { page: '' }, { limit: '51' }, { limit: 'x' }]) {
      expect(schema.safeParse(query).success).toBe(false);
    }
  });

  it('keeps the list’s own fields and their defaults', () => {
    expect(BuyerListQuerySchema.parse({})).toEqual({ status: 'pending', page: 1, limit: UNPAGED_LIST_CAP });
    expect(ReportListQuerySchema.parse({ status: 'decided', page: '1' })).toEqual({
      status: 'decided',
      page: 1,
      limit: 20,
    });
  });
});
