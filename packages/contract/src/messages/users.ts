import { localized } from '../i18n/localized.ts';
export const usersMessages = localized('users', {
  notFound: 'User not found',
  activated: 'User activated successfully',
  deactivated: 'User deactivated successfully',
  deleted: 'User deleted successfully',
  confirmDelete: 'Are you sure you want to delete this user?',
  statusFailed: 'Failed to update user status',
  deleteFailed: 'Failed to delete user',
  notYourself: 'You cannot deactivate or delete your own account.',
  notAdmins: 'Admin accounts cannot be changed here.',
  alreadyDeleted: 'This user has been deleted.',
  deletedName: 'Deleted user',
  noUsers: 'No users found.',
} as const);
