# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sternenschlacht.jsonl.bz2, janko.at/Raetsel/Sternenschlacht/280.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
starbattle 14 stars=3
regions:
 1  1  1  1  1  2  2  2  2  2  3  3  3  3
 1  4  1  1  1  2  2  2  2  2  5  5  3  3
 4  4  1  1  1  6  2  2  2  2  2  5  3  3
 4  4  4  6  1  6  2  6  2  2  2  5  5  5
 4  4  4  6  6  6  6  6  6  2  2  5  5  5
 4  4  4  6  6  6  6  6  6  6  2  7  7  7
 8  8  8  9  9 10 10  6 11 11  7  7 11  7
 8  8  8  9  9  9 10  6 11 11 11 11 11  7
 8  8  9  9  9  9 10  6  6 11 11 11  7  7
 8  9  9 12  9 10 10 10  6 11 11 11 11 11
 9  9  9 12 10 10 11 11 11 13 13 13 11 11
 9  9 12 12 14 14 14 11 11 13 13 13 11 11
 9 12 12 14 14  9 14 11 11 11 13 13 11 11
 9  9  9  9  9  9 14 14 14 11 11 11 11 11
