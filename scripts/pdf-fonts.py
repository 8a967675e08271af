#!/usr/bin/env python3
"""Makes the static TrueType faces the PDF documents embed (ADR 015).

The web ships Inter and EB Garamond as variable WOFF2 (@fontsource-variable); PDFKit embeds the
default instance of a variable font only, so the documents carry static instances cut from the
same files: Latin subset, weights 400 and 600, Garamond italic 400. Both faces are under the SIL
Open Font License 1.1 (fonts/OFL-*.txt), which allows this derivation and redistribution.
Needs fontTools and brotli (pip install fonttools brotli); run from the repository root.
"""
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

SOURCE = 'node_modules/@fontsource-variable/'
TARGET = 'src/server/modules/billing/fonts/'
JOBS = [
    ('inter/files/inter-latin-wght-normal.woff2', 400, 'Inter-Regular.ttf'),
    ('inter/files/inter-latin-wght-normal.woff2', 600, 'Inter-SemiBold.ttf'),
    ('eb-garamond/files/eb-garamond-latin-wght-normal.woff2', 400, 'EBGaramond-Regular.ttf'),
    ('eb-garamond/files/eb-garamond-latin-wght-normal.woff2', 600, 'EBGaramond-SemiBold.ttf'),
    ('eb-garamond/files/eb-garamond-latin-wght-italic.woff2', 400, 'EBGaramond-Italic.ttf'),
]

for source, weight, name in JOBS:
    font = TTFont(SOURCE + source)
    instance = instantiateVariableFont(font, {'wght': weight}, updateFontNames=False)
    instance.flavor = None
    instance.save(TARGET + name)
    print(TARGET + name)
