import type { ManagerRef, PersonName, Product, UserRef } from '@portal/sdk/model';
import { products } from './seed-catalogue';
import { users } from './seed-people';

/** Small copies of seed records, as the API embeds them in other records. */

const userById = (id: number) => {
  const user = users.find((u) => u.id === id);
  if (!user) throw new Error(`Seed: no user ${id}`);
  return user;
};

export const userRef = (id: number): UserRef => {
  const { firstName, lastName, email, profileImageId } = userById(id);
  return { id, firstName, lastName, email, profileImageId };
};

export const personName = (id: number): PersonName => {
  const { firstName, lastName, profileImageId } = userById(id);
  return { firstName, lastName, profileImageId };
};

export const managerRef = (id: number): ManagerRef => {
  const user = userById(id);
  return { ...userRef(id), managerTitle: user.managerTitle ? { ...user.managerTitle } : null };
};

export const productCopy = (id: number): Product => {
  const product = products.find((p) => p.id === id);
  if (!product) throw new Error(`Seed: no product ${id}`);
  return structuredClone(product);
};

/** A full name, as history entries show people. */
export const fullName = (id: number) => {
  const { firstName, lastName } = userById(id);
  return `${firstName} ${lastName}`;
};
