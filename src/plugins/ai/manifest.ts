import { defineModule } from '../contract/public';
import panel from './panel.json';

/** The AI plugin: its generation log. */
export const aiModule = defineModule({
  name: 'plugins/ai',
  contentTypes: { 'plugin::ai.ai-generation': {} },
  panel,
});
