! dvmh-test: grids=4:2x2
! NAMELIST input: READ(u, NML=g) and READ(u, g) of a file the program writes, with
! assignments in any order, partial assignment (missing names keep their values), array
! elements and sections (also of a two-dimensional array), repeat counts, null values,
! comments, several groups in one file, a module variable and a COMMON variable; the values
! read are written back with NAMELIST output. Every process gets the values read on rank 0.
module nml_params
  implicit none
  integer :: nsteps = 1
end module nml_params

program namelist_read
  use nml_params
  implicit none
  integer :: n, ia(6), m(2, 3), ios
  real :: x, ra(5)
  double precision :: d
  complex :: z
  logical :: flag, la(4)
  character(len=8) :: title
  character(len=3) :: tags(3)
  real :: w
  common /blk/ w
  namelist /run/ n, x, d, z, flag, title, nsteps
  namelist /arrays/ ia, ra, la, tags
  namelist /arrays/ m, w

  n = -1
  x = 0.5
  d = 0.0d0
  z = (0.0, 0.0)
  flag = .false.
  title = 'none'
  ia = 7
  ra = 0.0
  la = .false.
  tags = 'abc'
  m = 0
  w = 1.0

  open(10, file='nml_in.txt', status='replace')
  write(10, '(a)') 'this line is skipped'
  write(10, '(a)') '&run'
  write(10, '(a)') '  x = 2.5,  n = 42   ! a comment'
  write(10, '(a)') "  title = 'it''s', FLAG = T, z = (1.5, -2.0)"
  write(10, '(a)') '  nsteps = 100 /'
  write(10, '(a)') '&ARRAYS ia = 1, 2, 3*9, ra(2:4) = 3*1.25'
  write(10, '(a)') "  la(3) = .true., tags = 'x', , 'zzz'"
  write(10, '(a)') '  m(2, :) = 4, 5, 6'
  write(10, '(a)') '  m(1, 3) = -1'
  write(10, '(a)') '  w = 0.125'
  write(10, '(a)') '/'
  write(10, '(a)') '&run n = 43 /'
  close(10)

  open(10, file='nml_in.txt', status='old')
  read(10, nml=run)
  print *, n, x, d, flag, title, nsteps
  print *, z
  read(10, arrays, iostat=ios)
  print *, 'iostat', ios
  print *, ia
  print *, ra
  print *, la
  print *, tags
  print *, m
  print *, w
  read(10, nml=run)
  print *, 'n again', n, x
  read(10, nml=run, iostat=ios)
  print *, 'at the end: iostat < 0', ios < 0
  close(10, status='delete')
  write(*, nml=run)
  write(*, nml=arrays)
end program namelist_read
