// The public pages' data: only the unlimited consultations page asks for any (the managers with their departments),
// the same call as the client's account-manager page.

export { managersQuery } from '@/components/users/managers';
