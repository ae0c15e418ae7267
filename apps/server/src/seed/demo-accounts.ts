import type { Gender, ListenerProfileInput, Role } from '@app/contract';

type DemoProfile = Omit<ListenerProfileInput, 'name' | 'profilePicture' | 'idProofUrl'> & { hue: number };

/** Demo sign-ins seeded on first start of the embedded database (SEED_DEMO). Printed at start. */
export const demoAccounts: {
  email: string;
  password: string;
  name: string;
  role: Role;
  approved?: boolean;
  note: string;
  gender?: Gender;
  age?: number;
  profile?: DemoProfile;
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
    profile: {
      hue: 160,
      age: 29,
      dob: '1996-04-12',
      gender: 'FEMALE',
      phone: '9876543210',
      address: '12 Lake View Road',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411001',
      description:
        'Counselling psychology graduate. I listen without judging and help you find your own words for what you feel.',
      languages: ['Hindi', 'English', 'Marathi'],
      preferredMode: 'AUDIO',
      isExperienced: true,
      linkedInUrl: 'https://www.linkedin.com/in/asha-verma-demo',
      withdrawalUpiId: 'asha.verma@okbank',
    },
  },
  {
    email: 'rohan@listenwell.test',
    password: 'listener1234',
    name: 'Rohan Iyer',
    role: 'LISTENER',
    approved: true,
    note: 'approved listener',
    profile: {
      hue: 210,
      age: 34,
      dob: '1991-09-03',
      gender: 'MALE',
      phone: '9123456780',
      address: '44 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pincode: '560001',
      description:
        'Former school counsellor. Calm, patient, and good with late-night worries about work and exams.',
      languages: ['English', 'Kannada', 'Tamil'],
      preferredMode: 'CHAT',
      isExperienced: true,
      linkedInUrl: 'https://www.linkedin.com/in/rohan-iyer-demo',
      withdrawalUpiId: 'rohan.iyer@okbank',
    },
  },
  {
    email: 'meera@listenwell.test',
    password: 'listener1234',
    name: 'Meera Nair',
    role: 'LISTENER',
    approved: true,
    note: 'approved listener',
    profile: {
      hue: 330,
      age: 26,
      dob: '1999-01-22',
      gender: 'FEMALE',
      phone: '9988776655',
      address: '7 Marine Drive',
      city: 'Kochi',
      state: 'Kerala',
      country: 'India',
      pincode: '682001',
      description:
        'Peer-support volunteer for five years. Here for loneliness, family stress and everything in between.',
      languages: ['Malayalam', 'English', 'Hindi'],
      preferredMode: 'AUDIO',
      isExperienced: false,
      linkedInUrl: 'https://www.linkedin.com/in/meera-nair-demo',
      withdrawalUpiId: 'meera.nair@okbank',
    },
  },
  {
    email: 'kabir@listenwell.test',
    password: 'listener1234',
    name: 'Kabir Singh',
    role: 'LISTENER',
    note: 'pending applicant',
    profile: {
      hue: 30,
      age: 31,
      dob: '1994-06-30',
      gender: 'MALE',
      phone: '9011223344',
      address: '3 Sector 17',
      city: 'Chandigarh',
      state: 'Chandigarh',
      country: 'India',
      pincode: '160017',
      description: 'Social worker applying to listen in Punjabi and Hindi, mostly evenings.',
      languages: ['Punjabi', 'Hindi'],
      preferredMode: 'CHAT',
      isExperienced: false,
      linkedInUrl: 'https://www.linkedin.com/in/kabir-singh-demo',
      withdrawalUpiId: 'kabir.singh@okbank',
    },
  },
  {
    email: 'priya@listenwell.test',
    gender: 'FEMALE',
    age: 27,
    password: 'customer1234',
    name: 'Priya Shah',
    role: 'CUSTOMER',
    note: 'customer',
  },
  {
    email: 'arjun@listenwell.test',
    gender: 'MALE',
    age: 35,
    password: 'customer1234',
    name: 'Arjun Mehta',
    role: 'CUSTOMER',
    note: 'customer',
  },
  {
    email: 'zoya@listenwell.test',
    gender: 'FEMALE',
    age: 22,
    password: 'customer1234',
    name: 'Zoya Khan',
    role: 'CUSTOMER',
    note: 'customer',
  },
];
