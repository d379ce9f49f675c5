import { GENDERS } from '@bursary/domain/options/genders';

export const genderLabel = (gender: unknown) => GENDERS.find((option) => option.value === Number(gender))?.label ?? '';
