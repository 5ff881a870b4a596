export type { ToastProps, ToastTone } from './Toast';
export { Toast } from './Toast';
