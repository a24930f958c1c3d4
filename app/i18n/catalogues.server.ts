// The server answers in every language: all catalogues are compiled into the server build and registered at start.
import en from "virtual:catalogue/en";
import sw from "virtual:catalogue/sw";
import de from "virtual:catalogue/de";
import { registerCatalogue } from "./i18n";

registerCatalogue("en", en);
registerCatalogue("sw", sw);
registerCatalogue("de", de);
