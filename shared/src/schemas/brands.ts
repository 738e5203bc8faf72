/**
 * Brands (document 2, sections 2 and 7): the list, one brand, and the save and delete calls
 * designed like the clients' (docs/spec-deviations.md).
 */
import { Type } from 'typebox';
import { FilledText, Id, List, NamedRefSchema, Nullable, PageQuerySchema } from './parts';

export const BrandSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  business_units: Type.Array(NamedRefSchema),
});

export const BrandRequestSchema = Type.Object({
  name: FilledText(255),
  business_units: Type.Optional(Nullable(List(Id(), 1000, { 'x-messages': { type: 'The :attribute field must be a list of ids.' } }))),
});

export const BrandsQuerySchema = PageQuerySchema;

export const BrandsResponseSchema = Type.Object({
  data: Type.Object({ paginatedBrands: Type.Array(BrandSchema) }),
  totalResults: Type.Integer(),
});
