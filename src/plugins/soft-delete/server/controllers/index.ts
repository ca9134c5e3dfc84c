import trashPanel from './trash-panel';

export default { 'trash-panel': trashPanel };
