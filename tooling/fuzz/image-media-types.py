# schemathesis hooks of the API fuzz (tooling/fuzz/fuzz-api.ts): the upload's "file" part takes
# the image types its encoding names, and the service reads the bytes, so schemathesis sends a
# real image of each type there instead of arbitrary bytes.
from base64 import b64decode

import schemathesis
from hypothesis import strategies as st

# 12 x 8 px, made with sharp.
IMAGES = {
    "image/png": "iVBORw0KGgoAAAANSUhEUgAAAAwAAAAICAIAAABChommAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQYlWP4PlmKIGIYVQQAZ12dgWRctowAAAAASUVORK5CYII=",
    "image/jpeg": "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAwDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAB//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AK8ATkV//9k=",
    "image/webp": "UklGRjwAAABXRUJQVlA4IDAAAAAwAgCdASoMAAgAAUAmJaACdLoB+AH4AAShAAD+7r2f/unpCBo/5g//qz6aEX9jgAA=",
    "image/gif": "R0lGODlhDAAIAIAAAExpcfeTGiH5BAUAAAAALAAAAAAMAAgAAAIIjI+py+0PYyoAOw==",
}

for media_type, image in IMAGES.items():
    schemathesis.openapi.media_type(media_type, st.just(b64decode(image)))
