/** What the OpenAPI document says of who may use a trip-money route (docs/API.md "Trip money"). */
export const moneyTags = ['money'];
export const membersOnly =
  "For the trip's owner and members (a deactivated member reads too); a signed-in reader who may " +
  'see the trip but is not on it gets 403, one who may not (a private trip) 404.';
export const writers = 'The owner and editors, active; a viewer member gets 403.';
