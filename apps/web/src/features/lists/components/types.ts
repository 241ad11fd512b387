/** Someone an item may be assigned to: the trip's owner or a member. */
export interface ListPerson {
  id: string;
  display_name: string;
}
