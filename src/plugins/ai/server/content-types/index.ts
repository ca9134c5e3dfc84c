import aiGeneration from './ai-generation';

export default { 'ai-generation': aiGeneration };
