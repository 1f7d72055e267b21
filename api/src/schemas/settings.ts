import { Type } from 'typebox';

export const SettingsKeysBody = Type.Object(
  { keys: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 }) },
  { additionalProperties: false },
);
