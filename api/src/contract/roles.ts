// Account roles as the wire and the database spell them: a fan is `user`, a creator `performer`, an operator
// `admin` (issue 23: the console's routes under /admin are for this role only).
export type Role = 'user' | 'performer' | 'admin';
/** The roles that take part in the product (messages, reports, purchases): an operator is neither. */
export type MemberRole = Exclude<Role, 'admin'>;
