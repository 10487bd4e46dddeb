binairo 4x4 unique-lines=sometimes
