! NAMELIST groups declared in a module and used through USE (all of it, and USE ONLY of the
! group alone), input into allocatable arrays (bounds other than 1), into structures
! (components `s%x = 1`, array components, nested structures, the whole structure `s = 1, 2`)
! and their output as gfortran writes them (`S%X=`), sections (`a(2:3) = 5, 6`) and repeat
! counts (`3*1.0`); every process gets the values read.
module nml_config
  implicit none
  type inner
    integer :: k
    logical :: on
  end type
  type settings
    integer :: n
    real :: w(3)
    type(inner) :: sub
    character(len=4) :: tag
  end type
  integer :: steps = 10
  real :: coef(4) = 0.0
  type(settings) :: cfg
  namelist /solver/ steps, coef, cfg
end module nml_config

module nml_user
  use nml_config, only: solver
contains
  subroutine read_solver(u, ios)
    integer, intent(in) :: u
    integer, intent(out) :: ios
    read (u, nml=solver, iostat=ios)
  end subroutine
end module nml_user

program namelist_module
  use nml_config
  use nml_user
  implicit none
  integer, allocatable :: counts(:)
  real(8), allocatable :: grid(:, :)
  integer :: ios, i
  type(inner) :: p
  namelist /alloc/ counts, grid, p

  cfg%n = 0
  cfg%w = -1.0
  cfg%sub%k = 0
  cfg%sub%on = .false.
  cfg%tag = 'none'
  allocate (counts(-1:3), grid(0:1, 2))
  counts = 0
  grid = 0.0d0
  p = inner(5, .false.)
  write (*, nml=solver)

  open (20, file='nml_module.txt', status='replace')
  write (20, '(a)') '&solver steps=25, coef(2:3)=5, 6'
  write (20, '(a)') '  cfg%n=3, cfg%w(2)=2.5 cfg%sub%on=T, cfg%tag="abcd" /'
  write (20, '(a)') '&alloc counts = 2*7, counts(2:3) = -1, -2'
  write (20, '(a)') '  grid(1, :) = 1.5d0, 2.5d0, grid(0, 2) = 9 p = 3, t /'
  write (20, '(a)') '&solver cfg = 8, 3*1.0, 42, F, "wxyz" coef = 4*0.5 /'
  close (20)

  open (20, file='nml_module.txt', status='old')
  call read_solver(20, ios)
  print *, 'solver:', ios, steps, coef
  print *, cfg%n, cfg%w, cfg%sub%k, cfg%sub%on, cfg%tag
  read (20, nml=alloc, iostat=ios)
  print *, 'alloc:', ios, lbound(counts, 1), counts
  print *, grid
  print *, p%k, p%on
  write (*, nml=alloc)
  read (20, nml=solver)
  write (*, nml=solver)
  close (20, status='delete')
  i = sum(counts)
  print *, i, ubound(grid, 1), ubound(grid, 2)
end program
