import { factories } from '@strapi/strapi';

// Strapi's core service for applications, which the core controller of the benchmarks' baseline
// routes calls (controllers/generic-baseline.ts). The portal's own calls use applications.ts.
export default factories.createCoreService('api::application.application');
