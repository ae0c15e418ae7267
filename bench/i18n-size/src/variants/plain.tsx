// Today's way, the reference every option is measured against: English strings and functions (as the
// contract's messages are), no library, no plural rules.
import { createRoot } from 'react-dom/client';
import { MessageList, type Format } from '../list';

type V = Record<string, string | number>;
const s = (n: string | number | undefined, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
const messages: Record<string, (v: V) => string> = {
  'wallet.balance': (v) => `Your balance is ${s(v.count, 'coin', 'coins')}`,
  'wallet.topUp': (v) => `Top up ${s(v.count, 'coin', 'coins')} for ${v.price}`,
  'wallet.lowBalance': (v) => `Only ${s(v.minutes, 'minute', 'minutes')} left at this rate`,
  'directory.online': (v) =>
    v.count === 0 ? 'No listeners online' : `${s(v.count, 'listener', 'listeners')} online`,
  'directory.rate': (v) => `${s(v.rate, 'coin', 'coins')} a minute`,
  'directory.favourites': (v) => `You have ${s(v.count, 'favourite', 'favourites')}`,
  'session.started': (v) => `Session with ${v.name} started`,
  'session.ended': (v) => `Session ended after ${s(v.minutes, 'minute', 'minutes')}`,
  'session.billed': (v) => `${v.name} billed ${s(v.count, 'coin', 'coins')}`,
  'session.waiting': (v) =>
    v.count === 0 ? 'Nobody is ahead of you' : `${s(v.count, 'person', 'people')} ahead of you`,
  'session.timeLeft': (v) => `${v.name}, ${s(v.seconds, 'second', 'seconds')} left to answer`,
  'chat.typing': (v) => `${v.name} is typing…`,
  'chat.unread': (v) => s(v.count, 'unread message', 'unread messages'),
  'chat.reconnecting': (v) => `Reconnecting… attempt ${v.attempt} of ${v.max}`,
  'requests.count': (v) => (v.count === 0 ? 'No requests' : `${s(v.count, 'request', 'requests')} waiting`),
  'requests.from': (v) =>
    `${v.role === 'customer' ? 'A customer' : v.role === 'listener' ? 'A listener' : 'Someone'} asked for ${s(v.minutes, 'minute', 'minutes')}`,
  'profile.reviews': (v) => `${s(v.count, 'review', 'reviews')} from ${s(v.people, 'person', 'people')}`,
  'dashboard.payout': (v) => `Payout of ${v.amount} to ${v.name}`,
  'auth.welcome': (v) => `Welcome back, ${v.name}`,
  'auth.codeSent': (v) => `We sent a code to ${v.email}; it expires in ${s(v.minutes, 'minute', 'minutes')}`,
};
const format: Format = (id, values) => messages[id]!(values);
createRoot(document.getElementById('root')!).render(<MessageList format={format} />);
