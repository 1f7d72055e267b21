import { Type } from 'typebox';
import { EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN } from '../lib/validation';

export const Username = Type.String({ pattern: USERNAME_PATTERN, minLength: 3, maxLength: 30 });
export const Email = Type.String({ pattern: EMAIL_PATTERN, maxLength: 254 });
export const Password = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
export const ShortText = (max = 100) => Type.String({ maxLength: max });
export const Gender = Type.Union([
  Type.Literal('male'),
  Type.Literal('female'),
  Type.Literal('transgender'),
  Type.Literal('couple'),
  Type.Literal(''),
]);

/** Error body of the contract, for response schemas. */
export const ErrorBody = Type.Object({
  statusCode: Type.Number(),
  message: Type.Union([Type.String(), Type.Array(Type.String())]),
  error: Type.String(),
});

export const MessageData = Type.Object({ status: Type.Literal(0), data: Type.Object({ message: Type.String() }) });

export const SuccessData = Type.Object({ status: Type.Literal(0), data: Type.Object({ success: Type.Boolean() }) });
