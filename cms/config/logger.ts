import { winston, formats } from '@strapi/logger';

// Strapi's default console logging, with the level from STRAPI_LOG_LEVEL (the test suite uses
// "error" so that its output is the test report).
export default {
  level: process.env.STRAPI_LOG_LEVEL || 'http',
  format: formats.prettyPrint(),
  transports: [new winston.transports.Console()],
};
