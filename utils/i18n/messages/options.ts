/** Words of the options view. */
export const en = {
  'options.title': 'Job Feed Companion options',
  'options.intro': 'Switches and lists are saved as you change them. A field with a Save button is saved when you press Save or Enter.',
  'options.saved': 'Saved',
  'options.saving': 'Saving…',
  'options.saveFailed': 'Not saved: {reason}',
  'options.save': 'Save',
  'options.cancel': 'Cancel',
  'options.loadFailed': 'The options could not be loaded: {reason}',

  'options.api.heading': 'API address',
  'options.api.help': 'The Job Feed server the extension signs in to and syncs from. Leave empty to use the default ({default}).',
  'options.api.label': 'API base URL',
  'options.api.current': 'In use: {url}',
  'options.api.useDefault': 'Use default',
  'options.api.warning':
    'Changing the API address signs you out and clears the local copy of the feed. The extension will ask for access to {host}.',
  'options.api.warningSameHost': 'Changing the API address signs you out and clears the local copy of the feed.',
  'options.api.confirm': 'Change and sign out',
  'options.api.refused': 'Access to {host} was not granted, so the API address was not changed.',
  'options.api.unchanged': 'That is the address already in use.',

  'options.clientView.heading': 'Client view',
  'options.clientView.label': 'Client view id',
  'options.clientView.help':
    'Optional. Some companies set up client views on the Job Feed server: the number of one asks the server for that view of a job whenever you open it. Your Job Feed administrator can tell you which number to use, if any. Leave it empty to see jobs as the feed holds them.',
  'options.clientView.invalid': 'Enter a whole number of 0 or more, or leave the field empty.',

  'options.boards.heading': 'Job boards',
  'options.boards.help':
    'A board is on when it is ticked here and your browser has given the extension access to its site: only then do cards and "In your feed" markers appear on it. Ticking a board asks for that access.',
  'options.boards.builtIn': 'Built-in boards',
  'options.boards.custom': 'Your boards',
  'options.boards.noCustom': 'You have not added any boards.',
  'options.boards.noAccess': 'Access to this site has not been granted yet.',
  'options.boards.waiting': 'Some boards are selected, but your browser has not given access to their sites yet, so they are off.',
  'options.boards.grantAll': 'Allow all selected ({count})',
  'options.boards.refusedAll': 'Access was not granted, so those boards stay off.',
  'options.boards.grant': 'Allow access to {name}',
  'options.boards.refused': 'Access to {name} was not granted, so it stays off.',
  'options.boards.remove': 'Remove {name}',
  'options.boards.add': 'Add board',
  'options.boards.addHeading': 'Add a board',
  'options.boards.name': 'Name',
  'options.boards.pattern': 'URL pattern',
  'options.boards.patternHelp': 'For example https://jobs.example.com/* — the pages of the board where postings are shown.',
  'options.boards.nameRequired': 'Enter a name for the board.',
  'options.boards.nameTooLong': 'A board name has at most {max} characters.',
  'options.boards.patternTooLong': 'A pattern has at most {max} characters.',
  'options.boards.duplicate': 'This pattern is already in your boards.',
  'options.boards.tooMany': 'You can add at most {max} boards.',

  'options.language.heading': 'Language',
  'options.language.label': 'Language of the extension',
  'options.language.auto': 'Browser default',
  'options.language.en': 'English',
  'options.language.nl': 'Nederlands',

  'options.theme.heading': 'Theme',
  'options.theme.label': 'Colours',
  'options.theme.system': 'System',
  'options.theme.light': 'Light',
  'options.theme.dark': 'Dark',

  'options.markers.heading': 'Result pages',
  'options.markers.label': "Mark postings that are in your feed on job boards' result pages",
  'options.markers.help': 'A small "In your feed" label next to the posting\'s link. The board\'s page can tell that a label is there.',

  'options.sync.heading': 'Sync',
  'options.sync.label': 'Sync interval (minutes)',
  'options.sync.help': 'How often the local copy of the feed is brought up to date: {min} to {max} minutes.',
  'options.sync.invalid': 'Enter a whole number of minutes from {min} to {max}.',

  'options.account.heading': 'Account',
  'options.account.signedInAs': 'Signed in as {subject}.',
  'options.account.expires': 'The session ends on {date}.',
  'options.account.signedOut': 'Signed out.',
  'options.account.signIn': 'Sign in',
  'options.account.signedOutDone': 'You are now signed out.',

  'options.data.heading': 'Local data',
  'options.data.help':
    'The extension keeps a copy of your feed in this browser, so that it can match job-board pages without sending them anywhere.',
  'options.data.indexed': '{count} jobs stored locally.',
  'options.data.clear': 'Clear local data',
  'options.data.confirmText': 'Are you sure? This removes the local copy of the feed; it is downloaded again at the next sync.',
  'options.data.confirm': 'Confirm',
  'options.data.cleared': 'Local data cleared. {count} jobs stored locally.',
} as const;

export type OptionsKey = keyof typeof en;

export const nl: Record<OptionsKey, string> = {
  'options.title': 'Opties van Job Feed Companion',
  'options.intro':
    'Schakelaars en lijsten worden meteen opgeslagen. Een veld met een knop Opslaan wordt opgeslagen als je op Opslaan of Enter drukt.',
  'options.saved': 'Opgeslagen',
  'options.saving': 'Opslaan…',
  'options.saveFailed': 'Niet opgeslagen: {reason}',
  'options.save': 'Opslaan',
  'options.cancel': 'Annuleren',
  'options.loadFailed': 'De opties konden niet worden geladen: {reason}',

  'options.api.heading': 'API-adres',
  'options.api.help':
    'De Job Feed-server waarbij de extensie inlogt en waarvan ze synchroniseert. Laat leeg voor de standaard ({default}).',
  'options.api.label': 'Basis-URL van de API',
  'options.api.current': 'In gebruik: {url}',
  'options.api.useDefault': 'Standaard gebruiken',
  'options.api.warning':
    'Als je het API-adres wijzigt, word je uitgelogd en wordt de lokale kopie van de feed gewist. De extensie vraagt toegang tot {host}.',
  'options.api.warningSameHost': 'Als je het API-adres wijzigt, word je uitgelogd en wordt de lokale kopie van de feed gewist.',
  'options.api.confirm': 'Wijzigen en uitloggen',
  'options.api.refused': 'Toegang tot {host} is niet gegeven, dus het API-adres is niet gewijzigd.',
  'options.api.unchanged': 'Dat adres is al in gebruik.',

  'options.clientView.heading': 'Klantweergave',
  'options.clientView.label': 'Id van de klantweergave',
  'options.clientView.help':
    'Optioneel. Sommige bedrijven stellen klantweergaven in op de Job Feed-server: met het nummer van een weergave vraag je de server om die weergave van een vacature zodra je die opent. Je Job Feed-beheerder weet welk nummer je gebruikt, als dat er is. Laat leeg om vacatures te zien zoals de feed ze heeft.',
  'options.clientView.invalid': 'Vul een geheel getal van 0 of meer in, of laat het veld leeg.',

  'options.boards.heading': 'Vacaturesites',
  'options.boards.help':
    'Een site staat aan als hij hier is aangevinkt en je browser de extensie toegang tot de site heeft gegeven: alleen dan verschijnen er kaarten en markeringen "In je feed". Aanvinken vraagt om die toegang.',
  'options.boards.builtIn': 'Ingebouwde sites',
  'options.boards.custom': 'Je eigen sites',
  'options.boards.noCustom': 'Je hebt nog geen sites toegevoegd.',
  'options.boards.noAccess': 'Toegang tot deze site is nog niet gegeven.',
  'options.boards.waiting': 'Sommige sites zijn gekozen, maar je browser heeft nog geen toegang tot die sites gegeven, dus ze staan uit.',
  'options.boards.grantAll': 'Alle gekozen sites toestaan ({count})',
  'options.boards.refusedAll': 'De toegang is niet gegeven, dus die sites blijven uit.',
  'options.boards.grant': 'Geef toegang tot {name}',
  'options.boards.refused': 'Toegang tot {name} is niet gegeven, dus de site blijft uit.',
  'options.boards.remove': 'Verwijder {name}',
  'options.boards.add': 'Site toevoegen',
  'options.boards.addHeading': 'Een site toevoegen',
  'options.boards.name': 'Naam',
  'options.boards.pattern': 'URL-patroon',
  'options.boards.patternHelp': "Bijvoorbeeld https://jobs.example.com/* — de pagina's van de site waar vacatures staan.",
  'options.boards.nameRequired': 'Vul een naam voor de site in.',
  'options.boards.nameTooLong': 'Een sitenaam heeft hoogstens {max} tekens.',
  'options.boards.patternTooLong': 'Een patroon heeft hoogstens {max} tekens.',
  'options.boards.duplicate': 'Dit patroon staat al bij je sites.',
  'options.boards.tooMany': 'Je kunt hoogstens {max} sites toevoegen.',

  'options.language.heading': 'Taal',
  'options.language.label': 'Taal van de extensie',
  'options.language.auto': 'Standaard van de browser',
  'options.language.en': 'English',
  'options.language.nl': 'Nederlands',

  'options.theme.heading': 'Thema',
  'options.theme.label': 'Kleuren',
  'options.theme.system': 'Systeem',
  'options.theme.light': 'Licht',
  'options.theme.dark': 'Donker',

  'options.markers.heading': 'Zoekresultaten',
  'options.markers.label': "Vacatures die in je feed staan markeren op de resultatenpagina's van vacaturesites",
  'options.markers.help':
    'Een klein label "In je feed" naast de link naar de vacature. De pagina van de site kan zien dat het label er staat.',

  'options.sync.heading': 'Synchronisatie',
  'options.sync.label': 'Synchronisatie-interval (minuten)',
  'options.sync.help': 'Hoe vaak de lokale kopie van de feed wordt bijgewerkt: {min} tot {max} minuten.',
  'options.sync.invalid': 'Vul een geheel aantal minuten van {min} tot {max} in.',

  'options.account.heading': 'Account',
  'options.account.signedInAs': 'Ingelogd als {subject}.',
  'options.account.expires': 'De sessie eindigt op {date}.',
  'options.account.signedOut': 'Uitgelogd.',
  'options.account.signIn': 'Inloggen',
  'options.account.signedOutDone': 'Je bent nu uitgelogd.',

  'options.data.heading': 'Lokale gegevens',
  'options.data.help':
    "De extensie bewaart een kopie van je feed in deze browser, zodat ze pagina's van vacaturesites kan herkennen zonder ze ergens heen te sturen.",
  'options.data.indexed': '{count} vacatures lokaal opgeslagen.',
  'options.data.clear': 'Lokale gegevens wissen',
  'options.data.confirmText':
    'Weet je het zeker? Dit verwijdert de lokale kopie van de feed; die wordt bij de volgende synchronisatie opnieuw gedownload.',
  'options.data.confirm': 'Bevestigen',
  'options.data.cleared': 'Lokale gegevens gewist. {count} vacatures lokaal opgeslagen.',
};
