import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, generateApiTypes } from '../src/api-contract.js';

/** `npm run api:types`: rewrites the web client's API types from the server's OpenAPI document. */
writeFileSync(API_TYPES_FILE, await generateApiTypes());
console.log(`wrote ${API_TYPES_FILE}`);
