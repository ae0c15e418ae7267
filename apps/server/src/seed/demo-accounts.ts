import type { Role } from '@app/contract';

/** Demo sign-ins seeded on first start of the embedded database (SEED_DEMO). Printed at start. */
export const demoAccounts: {
  email: string;
  password: string;
  name: string;
  role: Role;
  approved?: boolean;
  note: string;
}[] = [
  {
    email: 'admin@listenwell.test',
    password: 'admin1234',
    name: 'Anita Admin',
    role: 'ADMIN',
    note: 'admin',
  },
  {
    email: 'asha@listenwell.test',
    password: 'listener1234',
    name: 'Asha Verma',
    role: 'LISTENER',
    approved: true,
    note: 'approved listener',
  },
  {
    email: 'rohan@listenwell.test',
    password: 'listener1234',
    name: 'Rohan Iyer',
    role: 'LISTENER',
    approved: true,
    note: 'approved listener',
  },
  {
    email: 'meera@listenwell.test',
    password: 'listener1234',
    name: 'Meera Nair',
    role: 'LISTENER',
    approved: true,
    note: 'approved listener',
  },
  {
    email: 'kabir@listenwell.test',
    password: 'listener1234',
    name: 'Kabir Singh',
    role: 'LISTENER',
    note: 'pending applicant',
  },
  {
    email: 'priya@listenwell.test',
    password: 'customer1234',
    name: 'Priya Shah',
    role: 'CUSTOMER',
    note: 'customer',
  },
  {
    email: 'arjun@listenwell.test',
    password: 'customer1234',
    name: 'Arjun Mehta',
    role: 'CUSTOMER',
    note: 'customer',
  },
  {
    email: 'zoya@listenwell.test',
    password: 'customer1234',
    name: 'Zoya Khan',
    role: 'CUSTOMER',
    note: 'customer',
  },
];
