import { registerCatalogue } from '@/i18n';
import { tasksEn } from './en';

// Ships with the task screens' chunks rather than the entry bundle.
registerCatalogue('tasks', tasksEn, async () => (await import('./ne')).tasksNe);
