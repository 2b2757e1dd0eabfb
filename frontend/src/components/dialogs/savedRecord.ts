/** What a success dialog names: the record's naming field (its label: "Office name", "Car number", ...) and its value. */
export interface SavedRecord {
  readonly label: string;
  readonly name: string;
}

/** The success dialog of an add or edit form: its title per mode and the label of the name it shows. */
export interface SavedRecordText {
  readonly added: string;
  readonly updated: string;
  readonly nameLabel: string;
}
