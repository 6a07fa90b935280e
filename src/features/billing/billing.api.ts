// What billing offers other domains (the public surface the layer rules let them import): the seats a
// team plan allows (teams) and reward days added to a subscription (invites). Both run on the server,
// inside the caller's transaction.
export { addPlanDays, seatsFor } from './subscriptions.server'
