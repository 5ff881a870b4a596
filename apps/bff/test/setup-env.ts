import { inject } from 'vitest';

// firebase-admin reads the emulator address from the environment only.
process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('emulatorHost');
