import { i18n } from '@/i18n';
import { tasksEn } from './en';
import { tasksNe } from './ne';

// Ships with the task screens' chunks rather than the entry bundle.
i18n.addResourceBundle('en', 'tasks', tasksEn, true, true);
i18n.addResourceBundle('ne', 'tasks', tasksNe, true, true);
