import type { SearchArea } from '@app/shared';

/** The area's name in the reader's language: its Nepali name in Nepali when the gazetteer has one. */
export function areaName(area: SearchArea, language: string): string {
  return language === 'ne' && area.nameNe ? area.nameNe : area.name;
}
