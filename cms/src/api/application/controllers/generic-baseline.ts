import { factories } from '@strapi/strapi';

// Strapi's core controller for applications, reached only by the benchmarks' baseline routes
// (routes/generic-baseline.ts).
export default factories.createCoreController('api::application.application');
