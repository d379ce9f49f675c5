import type { Core } from '@strapi/strapi';
import { REFERENCE_LISTS, type ReferenceListName } from './data/reference-lists';

const OPTIONS = 'api::reference.reference-option';

// A list is seeded only while it is empty, so what editors later remove or rename stays so.
export const seedReferenceLists = async (strapi: Core.Strapi) => {
  for (const [list, items] of Object.entries(REFERENCE_LISTS) as [ReferenceListName, { name: string; group?: string }[]][]) {
    const count = await strapi.db.query(OPTIONS).count({ where: { list } });
    if (count > 0) continue;
    await strapi.db.transaction(async () => {
      for (const [position, item] of items.entries()) {
        await strapi.db.query(OPTIONS).create({
          data: { list, name: item.name, group: item.group ?? null, position, active: true },
        });
      }
    });
  }
};
