import { factories } from '@strapi/strapi';

// Strapi's core service for applications, which Strapi's core controller calls: the benchmarks'
// generic REST baseline (bench/generic-baseline) uses it. The portal's own calls use applications.ts.
export default factories.createCoreService('api::application.application');
