/** The Dutch words of ../welcome.ts, in a chunk of their own: a page loads it only when it speaks Dutch (utils/i18n/translate.ts). */
import type { WelcomeKey } from '../welcome';

export const nl: Record<WelcomeKey, string> = {
  'welcome.boards.legend': 'Toon het kaartje op deze vacaturesites',
  'welcome.boards.help':
    'Bij het inloggen vraagt je browser één keer om toegang tot de Job Feed-server en tot de sites die je hier aanvinkt. Je kunt ze later wijzigen in de opties.',
  'welcome.boards.notSaved': 'Je bent ingelogd, maar je keuze van vacaturesites is niet opgeslagen: {reason}. Kies ze in de opties.',
  'welcome.title': 'Welkom bij Job Feed Companion',
  'welcome.intro':
    'Job Feed Companion brengt de vacaturefeed van je bedrijf naar je browser: het aantal vacatures in je feed, de nieuwste, en zoeken in alle vacatures, in de pop-up in de werkbalk.',
  'welcome.overlay':
    'Open je een vacature op een vacaturesite die ook in je feed staat, dan toont een klein privékaartje de volledige vacature ernaast. Vacaturesites zien het niet.',
  'welcome.privacy': 'Je feed blijft in deze browser. Bezochte pagina’s worden hier vergeleken en nergens heen gestuurd.',
  'welcome.signInFirst': 'Log in met je Job Feed-account om te beginnen.',
  'welcome.ready': 'Alles staat klaar',
  'welcome.readyIntro': 'Je bent ingelogd en je feed wordt gesynchroniseerd. Wat nu:',
  'welcome.stepPopup':
    'Klik op het pictogram van Job Feed Companion in de werkbalk voor het aantal, de nieuwste vacatures en zoeken. Zet het vast om het in beeld te houden.',
  'welcome.stepBoard': 'Bezoek een vacaturesite: vacatures die in je feed staan krijgen een kaartje met de volledige vacature.',
  'welcome.stepOptions': 'Kies je taal, thema en vacaturesites in de opties.',
  'welcome.openPopup': 'Open de feed hier',
};
