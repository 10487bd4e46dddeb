# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sternenschlacht.jsonl.bz2, janko.at/Raetsel/Sternenschlacht/027.a.htm, Dark Murad (first published: http://www.puzzlepicnic.com/)
# status: unique
# the published solution is in the .solution file beside this one
starbattle 15 stars=3
regions:
 1  1  5  5  5  8  8  8 12 12 12 14 14 14 14
 1  1  5  5  5  8  8  8 12 12 12 14 14 15 15
 1  1  5  5  5  8  8  8 12 12 14 14 14 15 15
 1  3  3  3  5  5  5  8  8 12 14 14 14 15 15
 1  3  3  3  5  5  5  8  8 12 15 15 15 15 15
 1  3  3  4  7  7  7  7  8 12 15 15 15 15 15
 1  4  4  4  4  7  7  9  8 12 15 15 15 15 15
 1  1  4  4  7  7  7  9 12 12 15 13 15 15 15
 1  1  4  4  7  9  9  9 12 13 13 13 13 13 13
 2  4  4  4  7  9  9  9  9  9 13 13 13 13 13
 2  4  4  4  7  9  9  9  9  9 13 13 13 13 13
 2  2  2  7  7 10 10 10 11 11 11 11 16 13 13
 2  2  2  7  7 10 10 10 11 11 11 11 16 16 16
 2  2  2  7  7  7 10 11 11 11 11 11 16 16 16
 2  2  2  7  7 10 10 11 11 11 11 11 16 16 16
