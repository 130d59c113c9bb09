"""The frontend's floor: how everything looks (the theme: colours, fonts, text) and where the
bundled assets lie. Imports no other part of the frontend."""
