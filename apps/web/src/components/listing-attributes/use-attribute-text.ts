import './register';
import type { HostelAmenity, HostelGender, HostelMeals, PropertyType, WaterSupply } from '@app/shared';
import { useTranslation } from 'react-i18next';

/** The names of listing attribute values in the reader's language ('Girls only', 'Wi-Fi', 'Floor 2'). */
export function useAttributeText() {
  const { t } = useTranslation('attributes');
  return {
    gender: (value: HostelGender) => t(`gender.${value}`),
    meals: (value: HostelMeals) => t(`meals.${value}`),
    amenity: (value: HostelAmenity) => t(`amenity.${value}`),
    propertyType: (value: PropertyType) => t(`propertyType.${value}`),
    furnished: (value: boolean) => t(value ? 'furnished.yes' : 'furnished.no'),
    parking: (value: boolean) => t(value ? 'parking.yes' : 'parking.no'),
    water: (value: WaterSupply) => t(`water.${value}`),
    /** 0 is the ground floor. */
    floor: (value: number) => (value === 0 ? t('floor.ground') : t('floor.numbered', { count: value })),
    /** Yes / No to an "is it …?" question (Furnished?: हो / होइन). */
    yesNo: (value: boolean) => t(value ? 'yes' : 'no'),
    /** Yes / No to a has / doesn't-have fact (Parking: छ / छैन, never होइन). */
    has: (value: boolean) => t(value ? 'has.yes' : 'has.no'),
  };
}

export type AttributeText = ReturnType<typeof useAttributeText>;
