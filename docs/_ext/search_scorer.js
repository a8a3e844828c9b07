// The site's search ranks an object (a clause, Ruling, assumption or finding)
// whose id is the query ahead of everything else, then one whose id ends with
// the query ("location-tie"); the pages that only mention the id come after.
// Sphinx builds this file into the search page's language data, where it
// replaces its default Scorer, so the default weights are restated here.
var Scorer = {
  score: (result) => {
    const [, title, , , score, , kind] = result;
    if (kind !== "object") return score;
    const params = new URLSearchParams(window.location.search);
    const query = (params.get("q") || "").trim().toLowerCase();
    const id = String(title).toLowerCase();
    if (!query) return score;
    if (id === query) return score + 1000;
    if (id.endsWith("." + query)) return score + 500;
    return score;
  },
  objNameMatch: 11,
  objPartialMatch: 6,
  objPrio: { 0: 15, 1: 5, 2: -5 },
  objPrioDefault: 0,
  title: 15,
  partialTitle: 7,
  term: 5,
  partialTerm: 2,
};
