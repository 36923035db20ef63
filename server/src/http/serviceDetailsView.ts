import type { ServiceFieldDefinition } from '../db/schema.js';

/**
 * What a service tells the customer besides its name and price, as the admin catalogue and the
 * customer's list show it: only the keys of ServiceField (a select's options, a text's pattern).
 */
export const serviceDetailsView = (service: {
  description: string;
  deliveryTime: string;
  fields: ServiceFieldDefinition[];
}) => ({
  description: service.description,
  delivery_time: service.deliveryTime,
  fields: service.fields.map((field) => ({
    name: field.name,
    label: field.label,
    type: field.type,
    required: field.required,
    ...(field.options ? { options: field.options } : {}),
    ...(field.pattern !== undefined ? { pattern: field.pattern } : {}),
  })),
});
