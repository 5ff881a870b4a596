/** Whether a host name or address only ever reaches this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string | null | undefined): boolean;
